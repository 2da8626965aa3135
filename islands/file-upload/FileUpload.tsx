import { useEffect, useId, useRef, type ReactNode } from "react";
import { isSameOrigin } from "../../src/dejax/url.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { FileField } from "../../src/ui/fileField/FileField.tsx";
import type { FileUploadProps } from "./schema.ts";

/**
 * `<div data-island="file-upload">` around a legacy file field: its label, the uploader and its
 * hint. Legacy scripts change the upload address later with `Trybuna.get(host).setUploadUrl(url)`
 * (same origin only: a file never leaves for another site).
 */
export function FileUpload({ props, expose }: IslandProps<FileUploadProps>): ReactNode {
  const { label, labelledBy, hint, ...settings } = props;
  const address = useRef(props.uploadUrl);
  const hintId = useId();
  useEffect(() => {
    expose({
      setUploadUrl(url: string): boolean {
        if (!isSameOrigin(url)) return false;
        address.current = url;
        return true;
      },
      getUploadUrl: () => address.current,
    });
    return () => expose(null);
  }, [expose]);
  return (
    <div className="tb-file-upload-field">
      {/* A label outside the host names the input as HTML does (`for`, or around it): none of our own then. */}
      {!labelledBy && (
        <label htmlFor={props.id} className="tb-file-upload-field__label">
          {label}
        </label>
      )}
      <FileField settings={settings} uploadUrl={() => address.current} describedBy={hint ? hintId : undefined} />
      {hint && (
        <small id={hintId} className="tb-file-upload-field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
