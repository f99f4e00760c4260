/**
* | output |
* | --- |
* | "My groups" |
*
* @param {Groups_My_GroupsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_my_groups: ((inputs?: Groups_My_GroupsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_My_GroupsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_My_GroupsInputs = {};
