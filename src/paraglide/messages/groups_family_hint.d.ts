/**
* | output |
* | --- |
* | "If your church or club uses a class group, join your child with the code the leader gave you. You can take your child out at any time." |
*
* @param {Groups_Family_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_hint: ((inputs?: Groups_Family_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Family_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Family_HintInputs = {};
