/**
* | output |
* | --- |
* | "{amount} on {time} from {email}" |
*
* @param {Admin_Pay_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_line: ((inputs: Admin_Pay_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pay_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pay_LineInputs = {
    amount: NonNullable<unknown>;
    time: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
