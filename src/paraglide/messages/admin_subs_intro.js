/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_IntroInputs */

const en_admin_subs_intro = /** @type {(inputs: Admin_Subs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give a plan by hand (gifts, schools, or a site without online payments). Every change is recorded.`)
};

const es_admin_subs_intro = /** @type {(inputs: Admin_Subs_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otorga un plan a mano (regalos, escuelas o un sitio sin pagos en línea). Cada cambio queda registrado.`)
};

/**
* | output |
* | --- |
* | "Give a plan by hand (gifts, schools, or a site without online payments). Every change is recorded." |
*
* @param {Admin_Subs_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_intro = /** @type {((inputs?: Admin_Subs_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_intro(inputs)
	return en_admin_subs_intro(inputs)
});