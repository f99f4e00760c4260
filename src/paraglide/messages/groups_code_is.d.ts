/**
* | output |
* | --- |
* | "Its join code is {code}." |
*
* @param {Groups_Code_IsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_is: ((inputs: Groups_Code_IsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Code_IsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Code_IsInputs = {
    code: NonNullable<unknown>;
};
