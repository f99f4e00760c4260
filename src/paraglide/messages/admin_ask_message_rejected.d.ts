/**
* | output |
* | --- |
* | "Message Not Approved" |
*
* @param {Admin_Ask_Message_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_message_rejected: ((inputs?: Admin_Ask_Message_RejectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_Message_RejectedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_Message_RejectedInputs = {};
