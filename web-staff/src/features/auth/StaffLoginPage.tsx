import { AuthLayout, LoginForm, safeNextPath, useAuth } from '@resto/web-common';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

/** `/auth/login` of the staff app: the same accounts as the admin app, aimed at the order screens. */
export default function StaffLoginPage() {
  const { user, loading, signIn } = useAuth();
  const navigate = useNavigate();
  const next = safeNextPath(useLocation().search, '/home');

  if (!loading && user) return <Navigate replace to={next} />;

  return (
    <AuthLayout
      product="Staff"
      tagline="Every order, every store, at a glance."
      highlights={[
        'Live online, marketplace and POS orders',
        'Accept, reject and complete orders from any device',
        'Order history for every store you work at',
      ]}
      title="Staff sign in"
      subtitle="Sign in with the account your manager invited to the store."
      footer="Forgot your password? Ask your store's admin to send you a reset link."
    >
      <LoginForm
        onSubmit={async ({ email, password }) => {
          await signIn(email, password);
          navigate(next, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
