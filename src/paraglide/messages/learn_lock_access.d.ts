/**
* | output |
* | --- |
* | "Upgrade for Access" |
*
* @param {Learn_Lock_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_lock_access: ((inputs?: Learn_Lock_AccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Lock_AccessInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Lock_AccessInputs = {};
