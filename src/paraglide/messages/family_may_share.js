/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_May_ShareInputs */

const en_family_may_share = /** @type {(inputs: Family_May_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May share stories and Ask & Pray messages (you approve each one first)`)
};

const es_family_may_share = /** @type {(inputs: Family_May_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede compartir historias y mensajes de Pregunta y Ora (tú apruebas cada uno antes)`)
};

/**
* | output |
* | --- |
* | "May share stories and Ask & Pray messages (you approve each one first)" |
*
* @param {Family_May_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_may_share = /** @type {((inputs?: Family_May_ShareInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_May_ShareInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_may_share(inputs)
	return en_family_may_share(inputs)
});