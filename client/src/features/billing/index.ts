/**
 * The billing feature's public entry: the only path other features may import it by
 * (eslint.config.js enforces it). Its own page is reached through the router.
 */
export { PlanFeatureList } from './components/plan-feature-list';
