/**
* | output |
* | --- |
* | "This part is for parents." |
*
* @param {Account_For_ParentsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_for_parents: ((inputs?: Account_For_ParentsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_For_ParentsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_For_ParentsInputs = {};
