/** An error whose message is written for the person at the screen (e.g. "That date is already taken"). */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}
