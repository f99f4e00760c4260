/**
* | output |
* | --- |
* | "If the button does not work, copy this address into your browser:" |
*
* @param {Mail_Copy_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_copy_hint: ((inputs?: Mail_Copy_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Copy_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Copy_HintInputs = {};
