/**
* | output |
* | --- |
* | "The first name or nickname, the avatar and the age group you chose. The name is shown only inside your family, and to the leaders of a class group you join y..." |
*
* @param {Groups_Privacy_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_name: ((inputs?: Groups_Privacy_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Privacy_NameInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Privacy_NameInputs = {};
