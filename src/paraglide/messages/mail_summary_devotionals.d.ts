/**
* | n | output |
* | --- | --- |
* | "one" | "{count} devotional opened." |
* | "other" | "{count} devotionals opened." |
*
* @param {Mail_Summary_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_devotionals: ((inputs: Mail_Summary_DevotionalsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_DevotionalsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_DevotionalsInputs = {
    count: NonNullable<unknown>;
};
