/**
* | n | output |
* | --- | --- |
* | "one" | "Please wait {count} minute and try again." |
* | "other" | "Please wait {count} minutes and try again." |
*
* @param {Api_Wait_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_wait_minutes: ((inputs: Api_Wait_MinutesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Wait_MinutesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Wait_MinutesInputs = {
    count: NonNullable<unknown>;
};
