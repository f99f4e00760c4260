/**
* | output |
* | --- |
* | "Someone tried to create a new {siteName} account with this e-mail address, but you already have one." |
*
* @param {Mail_Exists_TriedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_tried: ((inputs: Mail_Exists_TriedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Exists_TriedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Exists_TriedInputs = {
    siteName: NonNullable<unknown>;
};
