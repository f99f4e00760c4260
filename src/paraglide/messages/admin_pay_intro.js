/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pay_IntroInputs */

const en_admin_pay_intro = /** @type {(inputs: Admin_Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone paid through a payment link that did not name an account, and no confirmed account uses the e-mail they paid with. Attach each payment to the account it was meant for.`)
};

const es_admin_pay_intro = /** @type {(inputs: Admin_Pay_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien pagó con un enlace de pago que no indicaba ninguna cuenta, y ninguna cuenta confirmada usa el correo con el que pagó. Vincula cada pago a la cuenta a la que estaba destinado.`)
};

/**
* | output |
* | --- |
* | "Someone paid through a payment link that did not name an account, and no confirmed account uses the e-mail they paid with. Attach each payment to the account..." |
*
* @param {Admin_Pay_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pay_intro = /** @type {((inputs?: Admin_Pay_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pay_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pay_intro(inputs)
	return en_admin_pay_intro(inputs)
});