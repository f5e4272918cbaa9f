import { legalPage } from '@/components/ui/legal-page';

const route = legalPage('privacy');

export const generateMetadata = route.generateMetadata;
export default route.Page;
