/**
* | output |
* | --- |
* | "Make the build of {time} live? The next rebuild replaces it." |
*
* @param {Admin_Build_Confirm_LiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_confirm_live: ((inputs: Admin_Build_Confirm_LiveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_Confirm_LiveInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_Confirm_LiveInputs = {
    time: NonNullable<unknown>;
};
