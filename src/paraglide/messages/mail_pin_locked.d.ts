/**
* | output |
* | --- |
* | "Someone entered wrong PINs again and again to switch back to your profile on {siteName}. Switching back is now locked for {lockLength}, and each new lock las..." |
*
* @param {Mail_Pin_LockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_pin_locked: ((inputs: Mail_Pin_LockedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Pin_LockedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Pin_LockedInputs = {
    siteName: NonNullable<unknown>;
    lockLength: NonNullable<unknown>;
};
