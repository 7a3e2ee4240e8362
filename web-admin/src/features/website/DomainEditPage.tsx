import DomainEditorPage from './DomainEditorPage';

/** `/super-admin/domains/edit/:domainName`. */
export default function DomainEditPage() {
  return <DomainEditorPage mode="edit" />;
}
