/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changed_HeadingInputs */

const en_mail_changed_heading = /** @type {(inputs: Mail_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed`)
};

const es_mail_changed_heading = /** @type {(inputs: Mail_Changed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cambió tu contraseña`)
};

/**
* | output |
* | --- |
* | "Your password was changed" |
*
* @param {Mail_Changed_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_changed_heading = /** @type {((inputs?: Mail_Changed_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_changed_heading(inputs)
	return en_mail_changed_heading(inputs)
});