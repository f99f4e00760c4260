/**
* | output |
* | --- |
* | "Class groups: when you join your child to a class with its code, the class's leaders see only the nickname and avatar and how far your child is with that cla..." |
*
* @param {Groups_Privacy_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_privacy_leader: ((inputs?: Groups_Privacy_LeaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Privacy_LeaderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Privacy_LeaderInputs = {};
