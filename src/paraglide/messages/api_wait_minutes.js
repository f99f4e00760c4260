/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Api_Wait_MinutesInputs */

const en_api_wait_minutes = /** @type {(inputs: Api_Wait_MinutesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Please wait ${i?.count} minute and try again.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Please wait ${i?.count} minutes and try again.`);
	return /** @type {LocalizedString} */ ("api_wait_minutes");
};

const es_api_wait_minutes = /** @type {(inputs: Api_Wait_MinutesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Espera ${i?.count} minuto y vuelve a intentarlo.`);
	if (n === "other") return /** @type {LocalizedString} */ (`Espera ${i?.count} minutos y vuelve a intentarlo.`);
	return /** @type {LocalizedString} */ ("api_wait_minutes");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Please wait {count} minute and try again." |
* | "other" | "Please wait {count} minutes and try again." |
*
* @param {Api_Wait_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_wait_minutes = /** @type {((inputs: Api_Wait_MinutesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Wait_MinutesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_wait_minutes(inputs)
	return en_api_wait_minutes(inputs)
});