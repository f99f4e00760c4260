/**
* | output |
* | --- |
* | "Bible index" |
*
* @param {Account_Explorer_Bible_IndexInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_bible_index: ((inputs?: Account_Explorer_Bible_IndexInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Explorer_Bible_IndexInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Explorer_Bible_IndexInputs = {};
