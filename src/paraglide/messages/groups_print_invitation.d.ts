/**
* | output |
* | --- |
* | "Print the invitation" |
*
* @param {Groups_Print_InvitationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_print_invitation: ((inputs?: Groups_Print_InvitationInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Print_InvitationInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Print_InvitationInputs = {};
