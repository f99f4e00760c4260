/**
* | output |
* | --- |
* | "A group is your class: a Sunday school room, a midweek club, a co-op. Parents join their children with the group's code." |
*
* @param {Groups_New_Group_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_group_hint: ((inputs?: Groups_New_Group_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_New_Group_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_New_Group_HintInputs = {};
