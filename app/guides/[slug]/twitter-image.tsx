export { default, size, contentType, alt, generateStaticParams } from './opengraph-image';
