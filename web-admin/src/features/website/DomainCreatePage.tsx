import DomainEditorPage from './DomainEditorPage';

/** `/super-admin/domains/create/:domainName`. */
export default function DomainCreatePage() {
  return <DomainEditorPage mode="create" />;
}
