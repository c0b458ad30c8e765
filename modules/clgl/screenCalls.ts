// The calls this module's screens make, for the spec coverage test (tests/spec/coverage.test.ts): the
// classic screens compose their paths from the entity name, so they are listed from the views.
export { screenCalls } from './screens/views';
