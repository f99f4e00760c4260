/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Third_Parties_TextInputs */

const en_site_privacy_third_parties_text = /** @type {(inputs: Site_Privacy_Third_Parties_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not sell or share anyone's data, show no advertising and use no trackers. E-mails are sent by our own mail server; payments go through our payment provider only when you buy a plan.`)
};

const es_site_privacy_third_parties_text = /** @type {(inputs: Site_Privacy_Third_Parties_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No vendemos ni compartimos los datos de nadie, no mostramos publicidad y no usamos rastreadores. Los correos salen de nuestro propio servidor de correo; los pagos pasan por nuestro proveedor de pagos solo cuando compras un plan.`)
};

/**
* | output |
* | --- |
* | "We do not sell or share anyone's data, show no advertising and use no trackers. E-mails are sent by our own mail server; payments go through our payment prov..." |
*
* @param {Site_Privacy_Third_Parties_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_third_parties_text = /** @type {((inputs?: Site_Privacy_Third_Parties_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Third_Parties_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_third_parties_text(inputs)
	return en_site_privacy_third_parties_text(inputs)
});