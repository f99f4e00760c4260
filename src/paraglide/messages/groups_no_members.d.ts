/**
* | output |
* | --- |
* | "No child has joined yet. Hand out the invitation with the code." |
*
* @param {Groups_No_MembersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_no_members: ((inputs?: Groups_No_MembersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_No_MembersInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_No_MembersInputs = {};
