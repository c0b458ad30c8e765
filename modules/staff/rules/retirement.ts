// The statutory retirement age lives in the kit (kit/people/retirement.ts), shared with the demo crew.
export { isRetired, MANAGEMENT_POSTS, retirementAge, retirementDate, type Gender, type Post, type RetirementAge } from '../../../kit/people/retirement';
