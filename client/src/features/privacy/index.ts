/**
 * The privacy feature's public entry: the only path other features may import it by
 * (eslint.config.js enforces it). Its own page is reached through the router.
 */
export { EraseCandidateButton, useEraseCandidateConfirmation } from './components/erase-candidate-dialog';
export { InstanceRetentionCard } from './components/instance-retention-card';
export { PrivacySettingsCards } from './components/privacy-settings-cards';
