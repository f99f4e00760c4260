/**
* | output |
* | --- |
* | "Children learn in profiles you add after signing up. Read our" |
*
* @param {Account_Children_ProfilesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_children_profiles: ((inputs?: Account_Children_ProfilesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Children_ProfilesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Children_ProfilesInputs = {};
