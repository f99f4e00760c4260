/**
* | output |
* | --- |
* | "{childName}'s profile will be deleted in about a month. To keep it, switch to it and read a chapter or play a game. To keep a copy of its data, download it o..." |
*
* @param {Mail_Retention_SoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_retention_soon: ((inputs: Mail_Retention_SoonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Retention_SoonInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Retention_SoonInputs = {
    childName: NonNullable<unknown>;
};
