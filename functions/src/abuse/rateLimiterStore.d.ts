// rate-limiter-flexible documents custom stores (RateLimiterStoreAbstract) but does not export the
// class from its main module; this types the deep import our Firestore store extends.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export default RateLimiterStoreAbstract;
}
