export { IpRestrictionTab } from './IpRestrictionTab';
