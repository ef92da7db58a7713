/** What other screen areas may use of the dealer screens. */
export { fenceAreaFields } from './fenceArea';
