/**
* | n | output |
* | --- | --- |
* | "one" | "{count} badge," |
* | "other" | "{count} badges," |
*
* @param {Mail_Summary_BadgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_badges: ((inputs: Mail_Summary_BadgesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_BadgesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_BadgesInputs = {
    count: NonNullable<unknown>;
};
