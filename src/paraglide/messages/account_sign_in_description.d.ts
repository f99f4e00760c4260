/**
* | output |
* | --- |
* | "Sign in to {siteName} or create a free account to track your Bible reading and progress." |
*
* @param {Account_Sign_In_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_in_description: ((inputs: Account_Sign_In_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_In_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_In_DescriptionInputs = {
    siteName: NonNullable<unknown>;
};
