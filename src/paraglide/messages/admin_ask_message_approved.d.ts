/**
* | output |
* | --- |
* | "Message Approved" |
*
* @param {Admin_Ask_Message_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_message_approved: ((inputs?: Admin_Ask_Message_ApprovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_Message_ApprovedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_Message_ApprovedInputs = {};
