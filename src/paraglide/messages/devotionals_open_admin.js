/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Open_AdminInputs */

const en_devotionals_open_admin = /** @type {(inputs: Devotionals_Open_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the admin panel`)
};

const es_devotionals_open_admin = /** @type {(inputs: Devotionals_Open_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el panel de administración`)
};

/**
* | output |
* | --- |
* | "Open the admin panel" |
*
* @param {Devotionals_Open_AdminInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_open_admin = /** @type {((inputs?: Devotionals_Open_AdminInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Open_AdminInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_open_admin(inputs)
	return en_devotionals_open_admin(inputs)
});