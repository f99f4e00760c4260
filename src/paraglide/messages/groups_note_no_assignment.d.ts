/**
* | output |
* | --- |
* | "No assignment" |
*
* @param {Groups_Note_No_AssignmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_note_no_assignment: ((inputs?: Groups_Note_No_AssignmentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Note_No_AssignmentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Note_No_AssignmentInputs = {};
