import { securityCertificateSpec } from '@chelian/contracts/resources/system/securityCertificate';
import { listScreen } from '../../engine';

/** Security certificates: the certificate file is uploaded to file-svc and kept as an attachment id. */
export default listScreen({ spec: securityCertificateSpec });
