export { default, size, contentType, alt } from './opengraph-image';
