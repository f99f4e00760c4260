/**
* | output |
* | --- |
* | "The site now shows the build of {time}." |
*
* @param {Admin_Build_Live_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_live_text: ((inputs: Admin_Build_Live_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_Live_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_Live_TextInputs = {
    time: NonNullable<unknown>;
};
