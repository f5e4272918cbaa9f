import { legalPage } from '@/components/ui/legal-page';

const route = legalPage('cookie-policy');

export const generateMetadata = route.generateMetadata;
export default route.Page;
