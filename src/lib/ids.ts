// One word for each person: the learner is whoever is learning (the session's active profile: a
// child's, or the account's own, whose id is the account's); the account is the paying adult (the
// `users` row). Both ids are strings in the database (the learner's column is `user_id` in the
// learning tables, a name kept from before families); the brands keep them apart in the code, so a
// query can never take an account id where a learner id belongs. They are made only where the id is
// known to be one: the row mappers of db/queries and the session (api/auth).

/** The id of whoever is learning: a profile's id (the account's own profile has the account's id). */
export type LearnerId = string & { readonly __brand: 'LearnerId' };

/** The id of the paying adult's account (a `users` row). */
export type AccountId = string & { readonly __brand: 'AccountId' };
